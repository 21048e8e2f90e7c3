'use client';
import { useLocale, useTranslations } from 'next-intl';
import { Children, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { GoogleReCaptchaProvider, useGoogleReCaptcha } from 'react-google-recaptcha-v3';
import { CONTACT_TEXT_LIMITS, isOverLimit, type LimitedContactField } from '@/lib/contact/limits';
import type { ContactForm as ContactValues, ContactInput } from '@/lib/contact/schema';
import { CategoryPicker, type CategoryOption } from './category-picker';
import { ContactAvailability } from './contact-availability';
import { ContactPrice } from './contact-price';
import { loadContactChecks, type ContactField } from './contact-checks';
import { saveContactDraft, takeContactDraft } from './contact-draft';
import { sendContactRequest } from './contact-request';
import { LOCALE_SWITCH_EVENT } from './locale-switch-event';
import { NoticeHost, prepareNotices, showNotice } from './notices';
import { PrivacyDialog } from './privacy-dialog';
import { CONTACT_FIELDS, EMPTY_CONTACT as EMPTY, useContactFields } from './use-contact-fields';
import styles from './contact-form.module.css';

/** The action the server's captcha check expects (lib/captcha/verify.ts). */
const CAPTCHA_ACTION = 'contact';
const CAPTCHA_TIMEOUT_MS = 10_000;
const CATEGORY_SEPARATOR = ', ';

export interface ContactFormProps {
  /** The categories, in the site's order. */
  categories: CategoryOption[];
  initialCategories: string[];
  initialMessage: string;
  /** The machine whose offer button opened the form: sent with the request (the dashboard counts it). */
  productModel?: string;
  /** That machine's uuid: the chosen period is checked against its bookings (a warning only). */
  productUuid?: string;
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

function ContactFormFields(props: ContactFormProps) {
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
  // Sent with the first request only: a second one from the same page is about anything.
  const productModel = useRef(props.productModel);
  const formRef = useRef<HTMLFormElement>(null);
  const fields = useContactFields({
    ...EMPTY,
    categories: props.initialCategories.join(CATEGORY_SEPARATOR),
    message: props.initialMessage,
  });
  const { values, change, blur, reset, changedValues, setServerError } = fields;

  // Switching RO / EN keeps what was typed: the form in the other language starts from the
  // fields the visitor changed; the others (an offer's message) come in the new language.
  useEffect(() => {
    const draft = takeContactDraft(EMPTY);
    // Values typed before the page's scripts ran are in the fields, not yet in the state.
    const typed = typedBeforeHydration(formRef.current);
    if (draft || typed) reset({ ...fields.values, ...draft, ...typed }, { keepDefaults: true });
    const keep = () => saveContactDraft(changedValues());
    window.addEventListener(LOCALE_SWITCH_EVENT, keep);
    return () => window.removeEventListener(LOCALE_SWITCH_EVENT, keep);
    // Once, on arrival: the handlers read the latest values through refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** Shown when invalid and touched, changed or after a submit was tried (spec §5). */
  function errorOf(name: ContactField): string | undefined {
    const code = fields.errorOf(name);
    if (!code) return undefined;
    // The schema says only INVALID_REQUEST for an over-long text: name the limit instead.
    if (isOverLimit(name, values[name])) {
      return t('tooLong', { limit: CONTACT_TEXT_LIMITS[name as LimitedContactField] });
    }
    return tErrors.has(code) ? tErrors(code) : tErrors('INVALID_REQUEST');
  }

  async function submit(contact: ContactValues) {
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
      await send(contact);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  async function send(contact: ContactValues) {
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
      ...contact,
      locale: locale === 'en' ? 'en' : 'ro',
      recaptchaToken,
      model: productModel.current,
    });
    if (result.ok) {
      productModel.current = undefined;
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
      setServerError(result.param as ContactField, result.code);
    }
  }

  /** A text-like field's value and handlers (every field but the checkbox and categories). */
  // No `name` attributes: a submit before the scripts run would put them in the address.
  const textProps = (name: Exclude<ContactField, 'check'>) => ({
    value: values[name] ?? '',
    maxLength: CONTACT_TEXT_LIMITS[name as LimitedContactField],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      change(name, event.target.value),
    onBlur: () => blur(name),
  });
  const describedBy = (name: ContactField, hint?: string) =>
    [hint, errorOf(name) ? `contact-${name}-error` : undefined].filter(Boolean).join(' ') ||
    undefined;
  const errorText = (name: ContactField) => {
    const error = errorOf(name);
    return error ? (
      <p id={`contact-${name}-error`} className={styles.error}>
        {error}
      </p>
    ) : null;
  };
  const textField = (
    name: 'lastName' | 'firstName' | 'email' | 'phone' | 'city' | 'company',
    options: { type?: string; autoComplete: string; hint?: string },
  ) => (
    <div className={styles.field}>
      <label htmlFor={`contact-${name}`}>{t(name)}</label>
      <input
        id={`contact-${name}`}
        type={options.type ?? 'text'}
        autoComplete={options.autoComplete}
        aria-invalid={errorOf(name) ? true : undefined}
        aria-describedby={describedBy(name, options.hint)}
        {...textProps(name)}
      />
      {errorText(name)}
    </div>
  );

  return (
    <>
      <form
        ref={formRef}
        className={styles.form}
        aria-label={t('label')}
        noValidate
        // The checks and the notices load as soon as the visitor starts on the form.
        onFocus={() => {
          loadContactChecks().catch(() => undefined);
          prepareNotices();
        }}
        onSubmit={(event) =>
          fields.submit(event, submit, (first) =>
            formRef.current?.querySelector<HTMLElement>(`#contact-${first}`)?.focus(),
          )
        }
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
        })}
        {textField('phone', {
          type: 'tel',
          autoComplete: 'tel',
          hint: 'contact-hint',
        })}
        {textField('city', { autoComplete: 'address-level2' })}
        {textField('company', { autoComplete: 'organization' })}

        <div className={`${styles.field} ${styles.wide}`}>
          <label id="contact-categories-label" htmlFor="contact-categories">
            {t('categories')}
          </label>
          <CategoryPicker
            id="contact-categories"
            options={props.categories}
            value={values.categories ? values.categories.split(CATEGORY_SEPARATOR) : []}
            onChange={(names) => change('categories', names.join(CATEGORY_SEPARATOR))}
            onBlur={() => blur('categories')}
          />
        </div>

        <fieldset className={`${styles.period} ${styles.wide}`}>
          <legend>{t('period')}</legend>
          <div className={styles.field}>
            <label htmlFor="contact-periodFrom">{t('periodFrom')}</label>
            <input id="contact-periodFrom" type="date" {...textProps('periodFrom')} />
          </div>
          <div className={styles.field}>
            <label htmlFor="contact-periodTo">{t('periodTo')}</label>
            <input
              id="contact-periodTo"
              type="date"
              min={values.periodFrom || undefined}
              aria-invalid={errorOf('periodTo') ? true : undefined}
              aria-describedby={describedBy('periodTo')}
              {...textProps('periodTo')}
            />
            {errorText('periodTo')}
          </div>
          {props.productUuid && (
            <>
              <ContactPrice
                productUuid={props.productUuid}
                from={values.periodFrom ?? ''}
                to={values.periodTo ?? ''}
              />
              <ContactAvailability
                productUuid={props.productUuid}
                from={values.periodFrom ?? ''}
                to={values.periodTo ?? ''}
              />
            </>
          )}
        </fieldset>

        <div className={`${styles.field} ${styles.wide}`}>
          <label htmlFor="contact-message">{t('message')}</label>
          <textarea id="contact-message" rows={6} {...textProps('message')} />
        </div>

        {/* The honeypot: hidden from people and assistive technology, filled in by bots. */}
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor="contact-website">{t('honeypot')}</label>
          <input
            id="contact-website"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            {...textProps('website')}
          />
        </div>

        <div className={`${styles.consent} ${styles.wide}`}>
          <input
            id="contact-check"
            type="checkbox"
            aria-labelledby="contact-check-text"
            disabled={privacyOpen}
            aria-invalid={errorOf('check') ? true : undefined}
            aria-describedby={describedBy('check')}
            checked={values.check}
            onChange={(event) => change('check', event.target.checked)}
            onBlur={() => blur('check')}
          />
          {/* A button may not sit inside a label: the text around it is labelled piecewise
              (each piece still ticks the box), and the whole sentence names the box. */}
          <span id="contact-check-text">
            {Children.toArray(
              t.rich('consent', {
                link: (chunks) => (
                  <button
                    type="button"
                    className={styles.linkButton}
                    aria-haspopup="dialog"
                    onClick={() => setPrivacyOpen(true)}
                  >
                    {chunks}
                  </button>
                ),
              }),
            ).map((part, index) =>
              typeof part === 'string' ? (
                <label key={index} htmlFor="contact-check">
                  {part}
                </label>
              ) : (
                part
              ),
            )}
          </span>
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
}

/**
 * The fields the visitor filled in before the page's scripts ran (a slow connection): their
 * values, so the form's state starts from them instead of clearing them. (React itself puts
 * back a pre-filled message and the category list as the server rendered them.)
 */
function typedBeforeHydration(form: HTMLFormElement | null): Partial<ContactInput> | null {
  if (!form) return null;
  const typed: Partial<Record<keyof ContactInput, string | boolean>> = {};
  for (const name of CONTACT_FIELDS) {
    const element = form.querySelector(`#contact-${name}`);
    if (element instanceof HTMLInputElement && element.type === 'checkbox') {
      if (element.checked !== element.defaultChecked) typed[name] = element.checked;
    } else if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
      if (element.value !== element.defaultValue) typed[name] = element.value;
    }
  }
  return Object.keys(typed).length > 0 ? (typed as Partial<ContactInput>) : null;
}
