'use client';

import { useEffect, useState } from 'react';

/** Props of {@link QrCode}. */
export interface QrCodeProps {
  /** The text to encode, e.g. a payment URI or a wallet address. */
  readonly value: string;
  /** What the code is, for screen readers and as the image's name. */
  readonly label: string;
  /** The encoder could not be loaded or refused the value; the image stays empty. */
  readonly onError?: (error: unknown) => void;
  /** More classes for the root element. */
  readonly className?: string;
}

interface Drawn {
  readonly value: string;
  readonly size: number;
  readonly path: string;
}

/** One SVG path of the dark modules: drawn by React, so no markup string and no innerHTML (strict CSP). */
function modulesPath(data: readonly (readonly boolean[])[]): string {
  let path = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return path;
}

/**
 * A QR code as SVG. The encoder (uqr, about 4 kB gzip) loads on first use, since only PIX instructions
 * need it; until then, and on the server, the image is an empty square of the same size. Error
 * correction M (15%) survives a phone camera's glare; the four-module quiet zone is the one
 * ISO/IEC 18004 asks for, and the colours stay dark on light in every theme.
 */
export function QrCode({ value, label, onError, className }: QrCodeProps) {
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    import('uqr')
      .then(({ encode }) => {
        const qr = encode(value, { ecc: 'M', border: 4 });
        if (current) setDrawn({ value, size: qr.size, path: modulesPath(qr.data) });
      })
      .catch((error: unknown) => {
        if (!current) return;
        setFailed(true);
        onError?.(error);
      });
    return () => {
      current = false;
    };
  }, [value, onError]);

  const ready = drawn?.value === value ? drawn : null;
  const size = ready?.size ?? 1;
  return (
    <svg
      className={className ? `wk-qr ${className}` : 'wk-qr'}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      data-state={ready ? 'ready' : failed ? 'failed' : 'loading'}
    >
      <rect className="wk-qr-light" width={size} height={size} fill="#fff" />
      {ready ? <path d={ready.path} fill="currentColor" /> : null}
    </svg>
  );
}
