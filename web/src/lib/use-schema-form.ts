import { useState } from 'react';
import { type z } from 'zod';
import { isApiError } from './api-error';

type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

function fieldName(path: readonly PropertyKey[] | string): string {
  if (typeof path === 'string') return path.split(/[./]/).pop() ?? path;
  return String(path[path.length - 1] ?? '');
}

/**
 * A small form state for the core zod schemas: the same schema the server validates with decides
 * what the user sees, and the server's 422 details land on the same fields.
 */
export function useSchemaForm<S extends z.ZodType<unknown, Record<string, unknown>>>(
  schema: S,
  initialValues: z.input<S>,
  /** Values sent with the form but not shown (e.g. a token from the URL): their errors go above it. */
  hiddenFields: readonly (keyof z.input<S> & string)[] = [],
) {
  type Values = z.input<S>;
  const isShown = (name: string) => name in initialValues && !hiddenFields.includes(name);
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [formError, setFormError] = useState<string | null>(null);

  function setField<K extends keyof Values & string>(name: K, value: Values[K]): void {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
    setFormError(null);
  }

  /** The parsed values, or null after showing the schema's messages. */
  function validate(): z.output<S> | null {
    setFormError(null);
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const next: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const name = fieldName(issue.path);
      if (isShown(name)) next[name] ??= issue.message;
      else setFormError(issue.message);
    }
    setErrors(next as FieldErrors<Values>);
    return null;
  }

  /** Puts a failed call's message on its fields, or above the form when it is about no field. */
  function showError(error: unknown): void {
    const next: Record<string, string> = {};
    if (isApiError(error)) {
      for (const detail of error.details) {
        const name = fieldName(detail.path);
        if (isShown(name)) next[name] ??= detail.message;
      }
    }
    setErrors(next as FieldErrors<Values>);
    if (Object.keys(next).length === 0) setFormError(error instanceof Error ? error.message : String(error));
  }

  function textInputProps<K extends keyof Values & string>(name: K) {
    return {
      name,
      value: String(values[name] ?? ''),
      error: errors[name],
      onChange: (event: { currentTarget: { value: string } }) =>
        setField(name, event.currentTarget.value as Values[K]),
    };
  }

  return { values, errors, formError, setField, validate, showError, textInputProps };
}
