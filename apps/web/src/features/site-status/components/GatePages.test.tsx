import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '../../../lib/i18n/react';
import type { I18n } from '../../../lib/i18n/translator';
import type { SiteStatus } from '@portico/contract/system';
import { initEnglish } from '../../../test/i18n-en';
import { AccessDeniedPage } from './AccessDeniedPage';
import { formatEnd, MaintenancePage } from './MaintenancePage';

let i18n: I18n;
beforeEach(async () => {
  i18n = await initEnglish();
});

const base: SiteStatus = {
  status: 'MAINTENANCE',
  maintenanceEnd: null,
  maintenanceTitle: null,
  maintenanceDesc: null,
  maintenanceTitleEn: null,
  maintenanceDescEn: null,
  ip: '203.0.113.9',
  country: null,
};
const wrap = (node: React.ReactNode) => render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);

describe('maintenance page', () => {
  it('shows the default title and text when the platform sends none, and no end time', () => {
    wrap(<MaintenancePage status={base} onContactUs={() => {}} />);
    expect(screen.getByRole('heading', { level: 1, name: 'System maintenance' })).toBeTruthy();
    expect(screen.getByText('The system is being maintained. Please come back later.')).toBeTruthy();
    expect(screen.queryByText('Expected to end:', { exact: false })).toBeNull();
  });

  it('shows the localised description plus the English copy when they differ, and the end time', () => {
    const status = { ...base, maintenanceTitle: 'ปิดปรับปรุง', maintenanceDesc: 'กลับมาเร็ว ๆ นี้', maintenanceDescEn: 'Back soon', maintenanceEnd: '2030-05-01T10:00:00Z' };
    wrap(<MaintenancePage status={status} onContactUs={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'ปิดปรับปรุง' })).toBeTruthy();
    expect(screen.getByText('กลับมาเร็ว ๆ นี้')).toBeTruthy();
    expect(screen.getByText('Back soon').getAttribute('lang')).toBe('en');
    expect(screen.getByText(/2030/).getAttribute('datetime')).toBe('2030-05-01T10:00:00Z');
  });

  it('shows the English text once when it is the same', () => {
    wrap(<MaintenancePage status={{ ...base, maintenanceDesc: 'Back soon', maintenanceDescEn: 'Back soon' }} onContactUs={() => {}} />);
    expect(screen.getAllByText('Back soon')).toHaveLength(1);
  });

  it('formats the end in the visitor language, and ignores a bad date', () => {
    expect(formatEnd('2030-05-01T10:00:00Z', 'th-TH')).toMatch(/2573/);
    expect(formatEnd('not a date', 'en')).toBeNull();
  });
});

describe('access-denied page', () => {
  it('shows the IP, the apology, and calls contact us and retry', async () => {
    const onContactUs = vi.fn();
    const onRetry = vi.fn();
    wrap(<AccessDeniedPage status={{ ...base, status: 'RESTRICTED' }} onContactUs={onContactUs} onRetry={onRetry} retrying={false} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Access restricted' })).toBeTruthy();
    expect(screen.getByText(/We are sorry/)).toBeTruthy();
    expect(screen.getByText('203.0.113.9')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Contact us' }));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onContactUs).toHaveBeenCalledOnce();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
