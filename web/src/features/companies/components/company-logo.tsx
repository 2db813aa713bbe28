// CompanyLogo: an insurer's logo at a fixed size; a logo that fails to load is hidden rather than shown broken.
import { useCallback, useState } from 'react';

const LOGO_WIDTH = 120;
const LOGO_HEIGHT = 48;

export function CompanyLogo({ name, src }: { name: string; src: string }) {
  const [failed, setFailed] = useState(false);
  // An image that failed before React attached its handlers (e.g. after server rendering) reports it here.
  const checkAlreadyFailed = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0 && img.currentSrc) setFailed(true);
  }, []);

  return (
    <img
      ref={checkAlreadyFailed}
      src={src}
      alt={`${name} logo`}
      width={LOGO_WIDTH}
      height={LOGO_HEIGHT}
      loading="lazy"
      decoding="async"
      hidden={failed}
      onError={() => setFailed(true)}
      className="h-10 w-25 max-w-none object-contain lg:h-12 lg:w-30"
    />
  );
}
