import type { Banner } from '@portico/contract/banners';
import { Dialog } from '../../../components/ui/Dialog';
import { imageFileName } from '../model/popup-queue';
import { useDownloadBarT } from '../strings';
import './download-image.css';

interface DownloadImageDialogProps {
  banner: Banner;
  /** Closed or saved: either ends the popups for this visit. */
  onDone: () => void;
}

const safeLink = (url: string | null) => (url && /^https?:\/\//i.test(url) ? url : null);

/** Browsers download only same-origin files; an image on the CDN opens in a new tab to be saved from there. */
const sameOrigin = (url: string) => new URL(url, location.href).origin === location.origin;

/** One download image (doc E §4): the picture (a link when the operator gave one), Save image and Close. */
export function DownloadImageDialog({ banner, onDone }: DownloadImageDialogProps) {
  const t = useDownloadBarT();
  const link = safeLink(banner.url);
  const image = <img className="download-image__img" src={banner.imageUrl} alt={banner.imageAlt} />;
  return (
    <Dialog
      role="dialog"
      title={t('download_bar.popup_title')}
      onDismiss={onDone}
      dismissLabel={t('download_bar.popup_close')}
      className="download-image"
      actions={
        <div className="download-image__actions">
          <a
            className="button button--primary"
            href={banner.imageUrl}
            download={imageFileName(banner.imageUrl)}
            {...(sameOrigin(banner.imageUrl) ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
            onClick={onDone}
          >
            {t('download_bar.popup_save')}
          </a>
        </div>
      }
    >
      {link ? (
        <a href={link} target="_blank" rel="noopener noreferrer">
          {image}
        </a>
      ) : (
        image
      )}
    </Dialog>
  );
}
