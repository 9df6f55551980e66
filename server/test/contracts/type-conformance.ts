/**
 * Whether `Ours` fits an official client's type `Theirs` all the way down: every key we use exists
 * in their type, with a type theirs accepts. A key of ours their type does not know makes it false,
 * which TypeScript's own assignability would let through. Used as `const check: Conforms<A, B> =
 * true`, so a mismatch fails the type check.
 */
export type Conforms<Ours, Theirs> = [Ours] extends [null | undefined]
  ? true
  : [NonNullable<Ours>] extends [readonly (infer Item)[]]
    ? [NonNullable<Theirs>] extends [readonly (infer TheirItem)[]]
      ? Conforms<Item, TheirItem>
      : false
    : [NonNullable<Ours>] extends [object]
      ? [Exclude<keyof NonNullable<Ours>, keyof NonNullable<Theirs>>] extends [never]
        ? AllTrue<{
            [Key in keyof NonNullable<Ours>]-?: Key extends keyof NonNullable<Theirs>
              ? Conforms<NonNullable<Ours>[Key], NonNullable<Theirs>[Key]>
              : false;
          }>
        : false
      : [NonNullable<Ours>] extends [NonNullable<Theirs>]
        ? true
        : false;

type AllTrue<Record> = [Record[keyof Record]] extends [true] ? true : false;
