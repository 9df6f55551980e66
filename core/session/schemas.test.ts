import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { changePasswordBodySchema, registerBodySchema } from './schemas';

const valid = { name: 'Ada', email: 'ada@example.com', password: 'engines 1843' };

describe('sign-up body', () => {
  it('normalises the e-mail to lower case without spaces', () => {
    expect(registerBodySchema.parse({ ...valid, email: '  Ada@Example.COM ' }).email).toBe('ada@example.com');
  });

  it.each([
    [{ email: 'ada' }, messages.session.invalidEmail],
    [{ email: 'ada@' }, messages.session.invalidEmail],
    [{ email: 42 }, messages.session.invalidEmail],
    [{ password: 'short1' }, messages.session.weakPassword],
    [{ password: 'lettersonly' }, messages.session.weakPassword],
    [{ password: '1234567890' }, messages.session.weakPassword],
    [{ name: '   ' }, messages.session.nameRequired],
  ])('refuses %j', (change, message) => {
    const result = registerBodySchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('accepts letters of any script with a digit', () => {
    expect(registerBodySchema.safeParse({ ...valid, password: 'пароль2026' }).success).toBe(true);
  });
});

describe('change-password body', () => {
  it('needs a token or the current password', () => {
    const result = changePasswordBodySchema.safeParse({ password: 'engines 1843' });
    expect(result.error?.issues[0]?.message).toBe(messages.session.passwordChangeNeedsProof);
    expect(changePasswordBodySchema.safeParse({ token: 'abc', password: 'engines 1843' }).success).toBe(true);
    expect(
      changePasswordBodySchema.safeParse({ currentPassword: 'old', password: 'engines 1843' }).success,
    ).toBe(true);
  });
});
