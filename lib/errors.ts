/**
 * Every error code the API answers with (spec §8 plus the REQUIRED_* / INVALID_* codes of
 * the §5 rules) and its HTTP status. The Romanian and English texts live in messages/ under
 * "Errors", keyed by the same code.
 */
export const ERROR_STATUS = {
  // Requests
  INVALID_JSON: 400,
  INVALID_REQUEST: 400,
  INVALID_UUID: 400,
  INVALID_PAGE: 400,
  INVALID_LIMIT: 400,
  INVALID_FILTER: 400,
  INVALID_SEARCH_QUERY: 400,
  INVALID_SEARCH_LIMIT: 400,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  UNAUTHORIZED: 401,
  ERROR_XSRF: 403,
  NOT_FOUND: 404,
  UNKNOWN_API_PATH: 404,
  INTERNAL_ERROR: 500,
  // Auth and account
  USER_LOGIN_FAILED: 401,
  INVALID_REFRESH_TOKEN: 401,
  ERROR_OLD_PASSWORD_INCORRECT: 400,
  ERROR_NEW_PASSWORD_INCORRECT: 400,
  INVALID_RESET_TOKEN: 400,
  REQUIRED_USERNAME: 400,
  REQUIRED_PASSWORD: 400,
  REQUIRED_OLD_PASSWORD: 400,
  REQUIRED_NEW_PASSWORD: 400,
  REQUIRED_CONFIRM_PASSWORD: 400,
  INVALID_NEW_PASSWORD: 400,
  REQUIRED_REFRESH_TOKEN: 400,
  REQUIRED_RESET_TOKEN: 400,
  REQUIRED_EMAIL: 400,
  INVALID_EMAIL: 400,
  // Several administrators (issue #33)
  INVALID_USERNAME: 400,
  INVALID_INVITE_TOKEN: 400,
  ERROR_ACCOUNT_EXIST: 409,
  ERROR_GET_ACCOUNT: 404,
  ERROR_LAST_ACCOUNT: 409,
  ERROR_GET_SESSION: 404,
  // Categories
  REQUIRED_CATEGORY_NAME: 400,
  INVALID_CATEGORY_NAME: 400,
  ERROR_CATEGORY_EXIST: 409,
  ERROR_GET_CATEGORY: 404,
  ERROR_CATEGORY_IN_TRASH: 409,
  // Products
  REQUIRED_MODEL: 400,
  INVALID_MODEL: 400,
  REQUIRED_CATEGORY: 400,
  INVALID_CATEGORY: 400,
  REQUIRED_DETAILS: 400,
  REQUIRED_HEADER_OFFER: 400,
  REQUIRED_TECHNICAL_DATA: 400,
  ERROR_PRODUCT_EXIST: 409,
  ERROR_GET_PRODUCT: 404,
  ERROR_PRODUCT_IN_TRASH: 409,
  INVALID_PRICE: 400,
  // Images
  REQUIRED_HEADER_PHOTO: 400,
  INVALID_HEADER_PHOTO: 400,
  INVALID_GALLERY: 400,
  INVALID_GALLERY_IMAGE: 400,
  INVALID_IMAGE: 400,
  IMAGE_TOO_LARGE: 413,
  TOO_MANY_IMAGES: 400,
  REQUIRED_BANNER: 400,
  ERROR_GET_PHOTO: 404,
  ERROR_DELETE_BANNER_PHOTO: 404,
  // Trash ('Cos de gunoi', issue #32)
  INVALID_TRASH_TYPE: 400,
  ERROR_TRASH_ITEM: 404,
  // Configuration
  REQUIRED_CONFIGURATION: 400,
  INVALID_CONFIGURATION_KEY: 400,
  REQUIRED_MAIL: 400,
  INVALID_MAIL: 400,
  REQUIRED_PHONE: 400,
  INVALID_PHONE: 400,
  REQUIRED_SUBJECT: 400,
  // Company details and the offers' settings in 'Configurare' (issue #44)
  INVALID_CUI: 400,
  INVALID_IBAN: 400,
  INVALID_REGISTRATION_NUMBER: 400,
  INVALID_VAT_RATE: 400,
  INVALID_OFFER_VALIDITY: 400,
  INVALID_OFFER_SERIES: 400,
  // Contact
  ERROR_RECAPTCHA_TOKEN: 400,
  REQUIRED_CONSENT: 400,
  REQUIRED_CONTACT_EMAIL: 400,
  INVALID_CONTACT_EMAIL: 400,
  REQUIRED_CONTACT_PHONE: 400,
  INVALID_CONTACT_PHONE: 400,
  INVALID_PERIOD: 400,
  INVALID_RECAPTCHA: 400,
  // Import (issue #32): the file, then its rows (every row problem is listed in one 400)
  UNSUPPORTED_MEDIA_TYPE: 415,
  INVALID_IMPORT_FILE: 400,
  IMPORT_HAS_ERRORS: 400,
  IMPORT_NO_ROWS: 400,
  IMPORT_TOO_MANY_ROWS: 400,
  IMPORT_TABLE_TOO_LARGE: 400,
  IMPORT_CELL_TOO_LONG: 400,
  IMPORT_BUSY: 409,
  IMPORT_MISSING_COLUMN: 400,
  IMPORT_DUPLICATE_COLUMN: 400,
  IMPORT_UNKNOWN_COLUMN: 400,
  IMPORT_LEGACY_ENCODING: 400,
  IMPORT_PICTURES_IGNORED: 400,
  IMPORT_PICTURE_MISSING: 400,
  // Reservations and availability (issue #35)
  ERROR_NOT_AVAILABLE: 409,
  ERROR_GET_RESERVATION: 404,
  REQUIRED_CUSTOMER_NAME: 400,
  INVALID_CUSTOMER_NAME: 400,
  INVALID_UNITS: 400,
  REQUIRED_RESERVATION_DATE: 400,
  INVALID_RESERVATION_DATE: 400,
  RESERVATION_END_BEFORE_START: 400,
  RESERVATION_TOO_LONG: 400,
  AVAILABILITY_RANGE_TOO_LONG: 400,
  INVALID_RESERVATION_STATUS: 400,
  INVALID_STATUS_CHANGE: 409,
  INVALID_NOTES: 400,
  INVALID_MONTH: 400,
  // Offers (issue #44)
  ERROR_GET_QUOTE: 404,
  QUOTE_PRICE_REQUIRED: 400,
  QUOTE_NO_LINES: 400,
  QUOTE_EMAIL_REQUIRED: 400,
  QUOTE_TOO_MANY_LINES: 400,
  QUOTE_TOTAL_TOO_LARGE: 400,
  INVALID_QUOTE_LINE: 400,
  REQUIRED_LINE_LABEL: 400,
  INVALID_LINE_LABEL: 400,
  INVALID_QUANTITY: 400,
  INVALID_UNIT_PRICE: 400,
  INVALID_DISCOUNT: 400,
  INVALID_LANGUAGE: 400,
  INVALID_CUSTOMER_CUI: 400,
  INVALID_CUSTOMER_ADDRESS: 400,
  INVALID_VALID_UNTIL: 400,
  INVALID_QUOTE_STATUS: 400,
  INVALID_REVISION: 400,
  INVALID_DECLINE_REASON: 400,
  QUOTE_NOT_DRAFT: 409,
  QUOTE_CLOSED: 409,
  QUOTE_BEING_REVISED: 409,
  QUOTE_ALREADY_ANSWERED: 409,
  QUOTE_EXPIRED: 410,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * The codes the public contact form can show: its own checks (lib/contact/schema.ts), what
 * POST /api/contact answers, and NETWORK_ERROR when the server cannot be reached. Only these
 * texts of "Errors" travel with the contact page; any other code shows the generic text.
 */
export const CONTACT_FORM_ERROR_CODES = [
  'INVALID_JSON',
  'INVALID_REQUEST',
  'PAYLOAD_TOO_LARGE',
  'TOO_MANY_REQUESTS',
  'ERROR_XSRF',
  'INTERNAL_ERROR',
  'NETWORK_ERROR',
  'ERROR_RECAPTCHA_TOKEN',
  'INVALID_RECAPTCHA',
  'REQUIRED_CONSENT',
  'REQUIRED_CONTACT_EMAIL',
  'INVALID_CONTACT_EMAIL',
  'REQUIRED_CONTACT_PHONE',
  'INVALID_CONTACT_PHONE',
  'INVALID_PERIOD',
] as const satisfies readonly (ErrorCode | 'NETWORK_ERROR')[];

export interface ErrorEntry {
  msg: ErrorCode;
  param?: string;
}

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(ERROR_STATUS, value);
}

/** An error the API reports to its caller with a code, never with a stack trace. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: ErrorEntry[];
  readonly headers: Record<string, string>;
  /** Fields the body carries beside `errors` (an offer's lines that are taken: lib/quotes/). */
  details: Record<string, unknown> = {};

  constructor(code: ErrorCode, param?: string, headers: Record<string, string> = {}) {
    super(code);
    this.status = ERROR_STATUS[code];
    this.errors = [param === undefined ? { msg: code } : { msg: code, param }];
    this.headers = headers;
  }

  /** The same error, its body carrying `details` beside `errors`. */
  withDetails(details: Record<string, unknown>): this {
    this.details = details;
    return this;
  }

  /** Several validation errors at once; the status is the first one's. */
  static many(errors: ErrorEntry[]): ApiError {
    const [first, ...rest] = errors;
    const error = new ApiError(first?.msg ?? 'INVALID_REQUEST', first?.param);
    error.errors.push(...rest);
    return error;
  }
}
