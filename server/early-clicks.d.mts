export const EARLY_CLICKS: '__earlyClicks';
export const EARLY_CLICKS_SOURCE: string;
export const EARLY_CLICKS_DROP_MS: number;
