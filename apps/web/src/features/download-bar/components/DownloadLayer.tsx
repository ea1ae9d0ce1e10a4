import DownloadBar from './DownloadBar';
import DownloadImagePopups from './DownloadImagePopups';

/** What the download layer puts on a home page (doc E §4): the bar and the download-image popups, one chunk. */
export default function DownloadLayer() {
  return (
    <>
      <DownloadBar />
      <DownloadImagePopups />
    </>
  );
}
