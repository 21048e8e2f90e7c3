export interface TagState {
  stale: number;
  expired: number;
}
export function entryTags(value: unknown, ctx?: { tags?: string[]; softTags?: string[] }): string[];
export function expiryOf(durations: { expire?: number } | undefined, now?: number): TagState;
export function isExpired(state: TagState | undefined, lastModified: number, now?: number): boolean;
export const RENDER_WINDOW_MS: number;
export function renderedAt(now: number, states: (TagState | undefined)[]): number;
