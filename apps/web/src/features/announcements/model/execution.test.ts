import { describe, expect, it } from 'vitest';
import type { PopupAnnouncement } from '@portico/contract/popup-announcements';
import { popupDelay, popupsFor } from './execution';

const popup = (id: number, execution: PopupAnnouncement['execution']): PopupAnnouncement => ({
  id,
  title: `t${id}`,
  content: '<p>x</p>',
  promotionType: 'GENERAL',
  execution,
  forceRead: false,
  todayHide: true,
  hash: `h${id}`,
});
const all = [popup(1, 'A'), popup(2, 'B'), popup(3, 'F')];

describe('popup execution (doc E §4)', () => {
  it('B for visitors, A for members, F also on first-time login', () => {
    expect(popupsFor(all, null).map((p) => p.id)).toEqual([2]);
    expect(popupsFor(all, { firstTimeLogin: false }).map((p) => p.id)).toEqual([1]);
    expect(popupsFor(all, { firstTimeLogin: true }).map((p) => p.id)).toEqual([1, 3]);
  });

  it('waits 1000 ms for the visitor popup and 500 ms for the member list (doc E §9)', () => {
    expect(popupDelay(null)).toBe(1000);
    expect(popupDelay({ id: 1 })).toBe(500);
  });
});
