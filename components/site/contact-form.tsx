'use client';
import { useLocale, useTranslations } from 'next-intl';
import { memo, useEffect, useRef, useState } from 'react';
import { GoogleReCaptchaProvider, useGoogleReCaptcha } from 'react-google-recaptcha-v3';
import {
  Controller,
  useForm,
  useFormState,
  useWatch,
  type FieldPath,
  type UseFormReturn,
} from 'react-hook-form';
import type { ContactForm as ContactValues, ContactInput } from '@/lib/contact/schema';
import { CategoryPicker } from './category-picker';
import { saveContactDraft, takeContactDraft } from './contact-draft';
import { sendContactRequest } from './contact-request';
import { contactResolver, loadContactResolver } from './contact-resolver';
import { LOCALE_SWITCH_EVENT } from './locale-switch-event';
import { NoticeHost, prepareNotices, showNotice } from './notices';
import { PrivacyDialog } from './privacy-dialog';
import styles from './contact-form.module.css';

/** The action the server's captcha check expects (lib/captcha/verify.ts). */
const CAPTCHA_ACTION = 'contact';
const CAPTCHA_TIMEOUT_MS = 10_000;
const CATEGORY_SEPARATOR = ', ';

type Field = FieldPath<ContactInput>;

const EMPTY: ContactInput = {
  lastName: '',
  firstName: '',
  email: '',
  phone: '',
  city: '',
  company: '',
  categories: '',
  message: '',
  periodFrom: '',
  periodTo: '',
  check: false,
  website: '',
};

export interface ContactFormProps {
  /** Category names, in the site's order. */
  categories: string[];
  initialCategories: string[];
  initialMessage: string;
  /** Set only when reCAPTCHA is configured: without it no Google script is loaded. */
  recaptchaSiteKey?: string;
  privacyEmail: string;
}

/** The contact and offer form (spec §4, §5), with the captcha provider only when keyed. */
export function ContactForm(props: ContactFormProps) {
  const locale = useLocale();
  const form = <ContactFormFields {...props} />;
  return (
    <>
      {props.recaptchaSiteKey ? (
        <GoogleReCaptchaProvider reCaptchaKey={props.recaptchaSiteKey} language={locale}>
          {form}
        </GoogleReCaptchaProvider>
      ) : (
        form
      )}
      {/* The public shell has no toaster of its own: this one serves the form. */}
      <NoticeHost />
    </>
  );
}

function say(kind: 'success' | 'error', message: string) {
  void showNotice(kind, message);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms)),
  ]);
}

/**
 * Holds the form's state. react-hook-form re-renders the component that calls `useForm` once
 * right after hydration (it marks the form ready in a layout effect), so this component
 * renders nothing but the memoised body: that re-render costs one component instead of the
 * whole form, and the body re-renders only for the form state it reads (`useFormState`).
 */
function ContactFormFields(props: ContactFormProps) {
  const form = useForm<ContactInput, unknown, ContactValues>({
    resolver: contactResolver,
    mode: 'all',
    defaultValues: {
      ...EMPTY,
      categories: props.initialCategories.join(CATEGORY_SEPARATOR),
      message: props.initialMessage,
    },
  });
  return <ContactFormBody {...props} form={form} />;
}

type ContactFormBodyProps = ContactFormProps & {
  form: UseFormReturn<ContactInput, unknown, ContactValues>;
};

const ContactFormBody = memo(function ContactFormBody({ form, ...props }: ContactFormBodyProps) {
  const t = useTranslations('ContactForm');
  const tPage = useTranslations('ContactPage');
  const tPrivacy = useTranslations('Privacy');
  const tErrors = useTranslations('Errors');
  const locale = useLocale();
  const { executeRecaptcha } = useGoogleReCaptcha();
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const [sending, setSending] = useState(false);
  // Set from the moment a captcha token is asked for until the answer: a second submit in
  // that time (Enter pressed again) would send the same contact twice.
  const inFlight = useRef(false);
  const { register, control, handleSubmit, reset, getValues, getFieldState, setError } = form;
  const { errors, touchedFields, dirtyFields, isSubmitted } = useFormState({ control });

  // Switching RO / EN keeps what was typed: the form in the other language starts from the
  // fields the visitor changed; the others (an offer's message) come in the new language.
  useEffect(() => {
    const draft = takeContactDraft(EMPTY);
    if (draft) reset({ ...getValues(), ...draft }, { keepDefaultValues: true });
    const keep = () => {
      const changed = (Object.keys(EMPTY) as (keyof ContactInput)[]).filter(
        (name) => getFieldState(name).isDirty,
      );
      saveContactDraft(Object.fromEntries(changed.map((name) => [name, getValues(name)])));
    };
    window.addEventListener(LOCALE_SWITCH_EVENT, keep);
    return () => window.removeEventListener(LOCALE_SWITCH_EVENT, keep);
  }, [reset, getValues, getFieldState]);

  /** Shown when invalid and touched, dirty or after a submit was tried (spec §5). */
  function errorOf(name: Field): string | undefined {
    const code = errors[name]?.message;
    if (!code) return undefined;
    if (!(touchedFields[name] || dirtyFields[name] || isSubmitted)) return undefined;
    return tErrors.has(code) ? tErrors(code) : tErrors('INVALID_REQUEST');
  }

  async function submit(values: ContactValues) {
    if (inFlight.current) {
      // Spec §4: the captcha was already resolved for this form; say so and start over.
      say('error', t('alreadySent'));
      reset(EMPTY);
      return;
    }
    inFlight.current = true;
    // The button stays disabled through the captcha too, so Enter cannot submit twice.
    setSending(true);
    try {
      await send(values);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  async function send(values: ContactValues) {
    let recaptchaToken: string | undefined;
    if (props.recaptchaSiteKey) {
      // Google's script may be blocked or offline: say so and keep what was typed.
      try {
        if (!executeRecaptcha) throw new Error('reCAPTCHA not loaded');
        recaptchaToken = await withTimeout(executeRecaptcha(CAPTCHA_ACTION), CAPTCHA_TIMEOUT_MS);
      } catch {
        say('error', t('captchaUnavailable'));
        return;
      }
    }
    const result = await sendContactRequest({
      ...values,
      locale: locale === 'en' ? 'en' : 'ro',
      recaptchaToken,
    });
    if (result.ok) {
      reset(EMPTY);
      say('success', t('success'));
      return;
    }
    const message = tErrors.has(result.code) ? tErrors(result.code) : tErrors('INTERNAL_ERROR');
    say('error', message);
    if (result.code === 'ERROR_RECAPTCHA_TOKEN') {
      // The captcha was already used for this form (spec §4): start over.
      reset(EMPTY);
    } else if (result.param && result.param in EMPTY && result.param !== 'website') {
      setError(result.param as Field, { type: 'server', message: result.code });
    }
  }

  const describedBy = (name: Field, hint?: string) =>
    [hint, errorOf(name) ? `contact-${name}-error` : undefined].filter(Boolean).join(' ') ||
    undefined;
  const errorText = (name: Field) => {
    const error = errorOf(name);
    return error ? (
      <p id={`contact-${name}-error`} className={styles.error}>
        {error}
      </p>
    ) : null;
  };
  const textField = (
    name: 'lastName' | 'firstName' | 'email' | 'phone' | 'city' | 'company',
    options: { type?: string; autoComplete: string; hint?: string; deps?: Field[] },
  ) => (
    <div className={styles.field}>
      <label htmlFor={`contact-${name}`}>{t(name)}</label>
      <input
        id={`contact-${name}`}
        type={options.type ?? 'text'}
        autoComplete={options.autoComplete}
        aria-invalid={errorOf(name) ? true : undefined}
        aria-describedby={describedBy(name, options.hint)}
        {...register(name, { deps: options.deps })}
      />
      {errorText(name)}
    </div>
  );

  const periodFrom = useWatch({ control, name: 'periodFrom' });
  return (
    <>
      <form
        className={styles.form}
        aria-label={t('label')}
        noValidate
        // The checks and the notices load as soon as the visitor starts on the form.
        onFocus={() => {
          loadContactResolver().catch(() => undefined);
          prepareNotices();
        }}
        onSubmit={(event) => handleSubmit(submit)(event)}
      >
        {textField('lastName', { autoComplete: 'family-name' })}
        {textField('firstName', { autoComplete: 'given-name' })}
        <p id="contact-hint" className={`${styles.hint} ${styles.wide}`}>
          {t('contactHint')}
        </p>
        {textField('email', {
          type: 'email',
          autoComplete: 'email',
          hint: 'contact-hint',
          deps: ['phone'],
        })}
        {textField('phone', {
          type: 'tel',
          autoComplete: 'tel',
          hint: 'contact-hint',
          deps: ['email'],
        })}
        {textField('city', { autoComplete: 'address-level2' })}
        {textField('company', { autoComplete: 'organization' })}

        <div className={`${styles.field} ${styles.wide}`}>
          <label id="contact-categories-label" htmlFor="contact-categories">
            {t('categories')}
          </label>
          <Controller
            control={control}
            name="categories"
            render={({ field }) => (
              <CategoryPicker
                id="contact-categories"
                options={props.categories}
                value={field.value ? field.value.split(CATEGORY_SEPARATOR) : []}
                onChange={(names) => field.onChange(names.join(CATEGORY_SEPARATOR))}
                onBlur={field.onBlur}
              />
            )}
          />
        </div>

        <fieldset className={`${styles.period} ${styles.wide}`}>
          <legend>{t('period')}</legend>
          <div className={styles.field}>
            <label htmlFor="contact-periodFrom">{t('periodFrom')}</label>
            <input
              id="contact-periodFrom"
              type="date"
              {...register('periodFrom', { deps: ['periodTo'] })}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor="contact-periodTo">{t('periodTo')}</label>
            <input
              id="contact-periodTo"
              type="date"
              min={periodFrom || undefined}
              aria-invalid={errorOf('periodTo') ? true : undefined}
              aria-describedby={describedBy('periodTo')}
              {...register('periodTo')}
            />
            {errorText('periodTo')}
          </div>
        </fieldset>

        <div className={`${styles.field} ${styles.wide}`}>
          <label htmlFor="contact-message">{t('message')}</label>
          <textarea id="contact-message" rows={6} {...register('message')} />
        </div>

        {/* The honeypot: hidden from people and assistive technology, filled in by bots. */}
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor="contact-website">{t('honeypot')}</label>
          <input id="contact-website" tabIndex={-1} autoComplete="off" {...register('website')} />
        </div>

        <div className={`${styles.consent} ${styles.wide}`}>
          <input
            id="contact-check"
            type="checkbox"
            disabled={privacyOpen}
            aria-invalid={errorOf('check') ? true : undefined}
            aria-describedby={describedBy('check')}
            {...register('check')}
          />
          <label htmlFor="contact-check">
            {t.rich('consent', {
              link: (chunks) => (
                <button
                  type="button"
                  className={styles.linkButton}
                  aria-haspopup="dialog"
                  onClick={(event) => {
                    event.preventDefault();
                    setPrivacyOpen(true);
                  }}
                >
                  {chunks}
                </button>
              ),
            })}
          </label>
          {errorText('check')}
        </div>

        <div className={styles.actions}>
          <button type="submit" className={styles.submit} disabled={sending}>
            {sending ? t('sending') : t('submit')}
          </button>
        </div>
      </form>

      <section id="privacy" className={styles.privacyNote} aria-labelledby="privacy-heading">
        <h2 id="privacy-heading">{tPage('privacyHeading')}</h2>
        <p>{tPage('privacyText')}</p>
        <button type="button" className={styles.linkButton} onClick={() => setPrivacyOpen(true)}>
          {tPrivacy('open')}
        </button>
      </section>

      <PrivacyDialog
        open={privacyOpen}
        email={props.privacyEmail}
        onClose={() => setPrivacyOpen(false)}
      />
    </>
  );
});
