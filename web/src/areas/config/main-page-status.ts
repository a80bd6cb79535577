/**
 * What shoppers see of the banner at a moment, by the rule the server's `live` follows: on, with
 * an image, inside its window (start included, end excluded). `disabled` and `noImage` are both
 * "off"; they are apart so the preview can say why.
 */
export type BannerState = 'live' | 'scheduled' | 'ended' | 'disabled' | 'noImage';

export interface BannerFacts {
  enabled: boolean;
  hasImage: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
}

export function bannerStateAt(facts: BannerFacts, now: Date): BannerState {
  if (!facts.enabled) return 'disabled';
  if (!facts.hasImage) return 'noImage';
  if (facts.startsAt && now < facts.startsAt) return 'scheduled';
  if (facts.endsAt && now >= facts.endsAt) return 'ended';
  return 'live';
}

type StatusKey = 'statusLive' | 'statusScheduled' | 'statusEnded' | 'statusOff';

/** The status tag's text key (in `mainPage`) and antd colour. */
export const bannerTags: Record<BannerState, { label: StatusKey; color: string }> = {
  live: { label: 'statusLive', color: 'success' },
  scheduled: { label: 'statusScheduled', color: 'processing' },
  ended: { label: 'statusEnded', color: 'warning' },
  disabled: { label: 'statusOff', color: 'default' },
  noImage: { label: 'statusOff', color: 'default' },
};
