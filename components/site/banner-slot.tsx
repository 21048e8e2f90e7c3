/**
 * PLACEHOLDER: where the banner carousel goes (spec §2, §4: first banner at once, more after
 * 1 s, auto-advance every 4 s). It renders an empty marker until the banners issue lands.
 */
export function BannerSlot() {
  return <div id="banner-slot" hidden />;
}
