import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { LoginInput, LoginIntent } from '~/domain/auth/login';
import { safeReturnPath } from '~/domain/auth/return-path';
import { api } from '../shared/api-client';
import { ApiError } from '../shared/api-errors';
import { loadSession } from '../shared/session';
import { lazyZodResolver } from '../shared/lazy-resolver';
import { TextField } from '../shared/text-field';
import { useHydrated } from '../shared/use-hydrated';

const ACCESS_DENIED_PATH = '/auth/ei-kayttooikeutta';

/** Where the visitor came from: ?palaa=, else a same-site referrer, else the subscriptions. */
function returnPathFrom(location: Location, referrer: string): string {
  const asked = new URLSearchParams(location.search).get('palaa');
  if (asked) return safeReturnPath(asked);
  try {
    const ref = new URL(referrer);
    if (ref.origin === location.origin) return safeReturnPath(ref.pathname + ref.search);
  } catch {
    // No referrer or not a URL: fall back below.
  }
  return safeReturnPath(null);
}

const loginResolver = lazyZodResolver<LoginInput>(() =>
  import('~/domain/auth/login').then((m) => m.loginInputSchema),
);

export default function LoginForm({ intent }: { intent: LoginIntent }) {
  const hydrated = useHydrated();
  const [formError, setFormError] = useState<string | null>(null);
  const loginHint =
    typeof window === 'undefined'
      ? ''
      : (new URLSearchParams(window.location.search).get('login_hint') ?? '');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: loginResolver,
    defaultValues: { username: loginHint, password: '', intent, remember: false },
  });

  const onSubmit = handleSubmit(
    async (values) => {
      setFormError(null);
      const back = returnPathFrom(window.location, document.referrer);
      try {
        await api.post(
          'auth/login',
          { ...values, intent },
          { authenticated: false, withErrorBody: true },
        );
        await loadSession();
        window.location.assign(back);
      } catch (err) {
        if (err instanceof ApiError && err.errorKey === 'business-admin-required') {
          window.location.assign(`${ACCESS_DENIED_PATH}?palaa=${encodeURIComponent(back)}`);
          return;
        }
        // The message catalogue loads only when a login fails (docs/performance.md).
        const { messageForError } = await import('../shared/error-messages');
        setFormError(messageForError(err));
      }
      // A field error of a new attempt replaces the old attempt's answer, never stands beside it.
    },
    () => setFormError(null),
  );

  return (
    <form
      method="post"
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-describedby={formError ? 'login-error' : undefined}
    >
      {formError && (
        <p id="login-error" className="alert" role="alert">
          {formError}
        </p>
      )}
      <TextField
        id="username"
        label="Sähköpostiosoite"
        type="email"
        autoComplete="username"
        inputMode="email"
        registration={register('username')}
        error={errors.username}
      />
      <TextField
        id="password"
        label="Salasana"
        type="password"
        autoComplete="current-password"
        registration={register('password')}
        error={errors.password}
      />
      {intent === 'b2c' && (
        <label className="checkbox">
          <input type="checkbox" {...register('remember')} /> Muista minut tällä laitteella
        </label>
      )}
      <button className="button" type="submit" disabled={isSubmitting || !hydrated}>
        {isSubmitting ? 'Kirjaudutaan…' : 'Kirjaudu sisään'}
      </button>
    </form>
  );
}
