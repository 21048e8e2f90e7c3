/** Every route module under app/api, keyed as in ROUTE_TABLE ('product/[key]/[model]'). */
export function routeModules(): { route: string; module: Record<string, unknown> }[] {
  const modules = import.meta.glob<Record<string, unknown>>('../../../app/api/**/route.ts', {
    eager: true,
  });
  return Object.entries(modules).map(([file, module]) => ({
    route: file.replace(/^.*\/app\/api\//, '').replace(/\/route\.ts$/, ''),
    module,
  }));
}

/** Every field name the API's bodies use (spec §7), so each schema sees a NUL in its own. */
export const FIELD_NAMES: readonly string[] = [
  'username',
  'password',
  'oldPassword',
  'newPassword',
  'confirmPassword',
  'refreshToken',
  'token',
  'user',
  'mail',
  'lang',
  'name',
  'uuid',
  'model',
  'details',
  'header_offer',
  'technical_data',
  'category',
  'category_uuid',
  'header_photo',
  'gallery',
  'banner',
  'image',
  'mime_type',
  'key',
  'value',
  'configuration',
  'lastName',
  'firstName',
  'email',
  'phone',
  'city',
  'company',
  'message',
  'consent',
  'recaptchaToken',
  'periodFrom',
  'periodTo',
  'categories',
  'website',
  'status',
  'locale',
  'path',
  'contact_mail_to',
  'contact_phone',
];
