import type { PointItem } from '@portico/contract/point-market';
import { useT } from '../../../lib/i18n/keys';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { formatNumber } from '../../../lib/format/number';
import { useOverlay } from '../../../lib/overlay/use-overlay';
import { usePointMarketT } from '../strings';

interface RedeemConfirmProps {
  /** The item asked about; null: no question open. */
  item: PointItem | null;
  points: number;
  onConfirm: (item: PointItem) => void;
  onCancel: () => void;
}

/**
 * Issue 31 defect 8: points are spent only after this question, asked through the overlay host
 * (a user-opened dialog, decision 025). It names the item, its cost and the balance after.
 */
export function RedeemConfirm({ item, points, onConfirm, onCancel }: RedeemConfirmProps) {
  const t = usePointMarketT();
  const tc = useT();
  const place = useOverlay({ id: 'point-market-redeem', kind: 'user', open: item !== null, onClose: onCancel });
  if (!item) return null;
  return place(
    <Dialog
      role="dialog"
      title={t('pointMarket.confirm_title', { item: item.name })}
      onDismiss={onCancel}
      dismissLabel={tc('common.close')}
      actions={
        <div className="stack">
          <Button block onClick={() => onConfirm(item)}>
            {t('pointMarket.confirm_redeem', { points: formatNumber(item.pointsPrice) })}
          </Button>
          <Button block variant="secondary" data-autofocus onClick={onCancel}>
            {tc('common.cancel')}
          </Button>
        </div>
      }
    >
      <p className="dialog__message">
        {t('pointMarket.confirm_body', { cost: formatNumber(item.pointsPrice), after: formatNumber(points - item.pointsPrice) })}
      </p>
    </Dialog>,
  );
}
