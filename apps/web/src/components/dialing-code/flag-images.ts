/**
 * Country flags as SVG images (country-flag-icons, 3:2), not emoji: Windows and many Linux browsers
 * draw flag emoji as two letters or empty boxes. Only the URLs are bundled (about 267 short strings),
 * with the dialling-code field and its sheet — never on a first load; each image is fetched when a
 * flag is drawn, and cached for a year like every hashed asset.
 */
const files = import.meta.glob<string>('../../../../../node_modules/country-flag-icons/3x2/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
});

const urls = new Map(Object.entries(files).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1, -'.svg'.length), url]));

/** The flag image of a two-letter country code ("PH", "br"), or null when there is none. */
export function flagUrl(countryCode: string): string | null {
  return urls.get(countryCode.toUpperCase()) ?? null;
}
