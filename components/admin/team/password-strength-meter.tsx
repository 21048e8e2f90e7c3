'use client';
import { useTranslations } from 'next-intl';
import { STRENGTH_COLOURS, strengthLevel } from '@/lib/password-strength';

const BARS = [1, 2, 3, 4, 5] as const;

/** Five bars (spec §4): as many lit, in the level's colour, as the password deserves. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const t = useTranslations('Admin.Strength');
  const level = strengthLevel(password);
  const colour = level === 0 ? undefined : STRENGTH_COLOURS[level];
  return (
    <div
      role="meter"
      aria-label={t('label')}
      aria-valuemin={0}
      aria-valuemax={5}
      aria-valuenow={level}
      aria-valuetext={level === 0 ? undefined : t(`levels.${level}`)}
      data-level={level}
      style={{ display: 'flex', gap: 4 }}
    >
      {BARS.map((bar) => (
        <span
          key={bar}
          data-lit={bar <= level}
          style={{
            flex: 1,
            height: 6,
            borderRadius: 3,
            background: bar <= level ? colour : '#dde1e6',
          }}
        />
      ))}
    </div>
  );
}
