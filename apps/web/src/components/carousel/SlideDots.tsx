/**
 * A carousel's dots as buttons (banners, announcement slides): each names the slide it goes to
 * ("Go to slide 2 of 4"), the current one is marked aria-current.
 */
export function SlideDots({
  keys,
  selected,
  labelOf,
  onSelect,
  className,
}: {
  keys: readonly (string | number)[];
  selected: number;
  labelOf: (index: number) => string;
  onSelect: (index: number) => void;
  /** BEM block of the dots: `${className}s` holds them, `${className}` is each dot. */
  className: string;
}) {
  return (
    <div className={`${className}s`}>
      {keys.map((key, index) => (
        <button
          key={key}
          type="button"
          className={className}
          aria-label={labelOf(index)}
          aria-current={index === selected ? 'true' : undefined}
          onClick={() => onSelect(index)}
        />
      ))}
    </div>
  );
}
