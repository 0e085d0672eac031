import { describe, expect, it } from 'vitest';
import { LoginSchema, messages, NewPasswordSchema, SignUpSchema } from './accounts';
import { countryMessages } from './countries';

const valid = {
  fullName: 'Ada Obi',
  email: 'Ada@Example.com ',
  country: 'NG',
  password: 'kite42sky',
  confirmPassword: 'kite42sky',
  kind: 'sender' as const,
};

function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  // The first message for a field is the one a form shows.
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('SignUpSchema (employer sign-up)', () => {
  it('accepts a valid sign-up and normalises the email', () => {
    const result = SignUpSchema.parse(valid);
    expect(result.email).toBe('ada@example.com');
  });

  it('takes the country as an ISO 3166-1 code in any case and refuses free text', () => {
    expect(SignUpSchema.parse({ ...valid, country: ' rw ' }).country).toBe('RW');
    for (const country of ['Nigeria', 'UK', 'EU', 'N']) {
      expect(fieldErrors(SignUpSchema.safeParse({ ...valid, country })).country).toBe(
        countryMessages.countryInvalid,
      );
    }
  });

  it('gives each empty field its message', () => {
    const errors = fieldErrors(
      SignUpSchema.safeParse({
        ...valid,
        fullName: ' ',
        email: '',
        country: '',
        password: '',
        confirmPassword: '',
      }),
    );
    expect(errors).toMatchObject({
      fullName: messages.fullNameRequired,
      email: messages.emailRequired,
      country: messages.countryRequired,
      password: messages.passwordIncorrect,
      confirmPassword: messages.confirmPasswordRequired,
    });
  });

  it.each(['abcdef', '123456', 'ab1'])('refuses %s with "Incorrect Password"', (password) => {
    const errors = fieldErrors(SignUpSchema.safeParse({ ...valid, password, confirmPassword: password }));
    expect(errors.password).toBe(messages.passwordIncorrect);
  });

  it('refuses a common password', () => {
    const errors = fieldErrors(
      SignUpSchema.safeParse({ ...valid, password: 'Password1', confirmPassword: 'Password1' }),
    );
    expect(errors.password).toBe(messages.passwordCommon);
  });

  it('refuses a bad email format and a mismatched confirmation', () => {
    const errors = fieldErrors(
      SignUpSchema.safeParse({ ...valid, email: 'ada@example', confirmPassword: 'other1' }),
    );
    expect(errors.email).toBe(messages.emailFormat);
    expect(errors.confirmPassword).toBe(messages.passwordsDontMatch);
  });
});

describe('LoginSchema and NewPasswordSchema', () => {
  it('checks the login email format', () => {
    expect(fieldErrors(LoginSchema.safeParse({ email: 'a b@c.d', password: 'x' })).email).toBe(
      messages.loginEmailInvalid,
    );
  });

  it('says "Passwords do not match" on the new password screen', () => {
    expect(
      fieldErrors(NewPasswordSchema.safeParse({ password: 'kite42sky', confirmPassword: 'kite42skY' }))
        .confirmPassword,
    ).toBe(messages.passwordsDoNotMatch);
  });
});
