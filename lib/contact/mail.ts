import type { ContactForm } from './schema';
import ro from '@/messages/ro.json';

const labels = ro.ContactMail;

export interface ContactMailContent {
  text: string;
  html: string;
}

/** The company's copy of a contact request: every field, in Romanian, HTML-escaped. */
export function renderContactMail(form: ContactForm, sentAt: Date): ContactMailContent {
  const period =
    form.periodFrom || form.periodTo ? `${form.periodFrom ?? '…'} – ${form.periodTo ?? '…'}` : '';
  const rows: [string, string][] = [
    [labels.lastName, form.lastName],
    [labels.firstName, form.firstName],
    [labels.email, form.email],
    [labels.phone, form.phone],
    [labels.city, form.city],
    [labels.company, form.company],
    [labels.categories, form.categories],
    [labels.period, period],
    [labels.message, form.message],
    [labels.language, form.locale],
    [labels.sentAt, sentAt.toISOString()],
  ];
  const filled = rows.map(([label, value]) => [label, value.trim()] as const).filter(([, v]) => v);
  const text = [labels.heading, '', ...filled.map(([label, value]) => `${label}: ${value}`)].join(
    '\n',
  );
  const html = [
    `<h2>${escapeHtml(labels.heading)}</h2>`,
    '<table cellpadding="6" style="border-collapse:collapse">',
    ...filled.map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`,
    ),
    '</table>',
  ].join('\n');
  return { text, html };
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
