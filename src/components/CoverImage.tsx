// A card's cover: its picture or, when its list has nothing drawn yet, the empty cover, filling a
// box of the card's shape (square tiles, or the 16:10 of compo cards). What the card lays over the
// cover, such as a state badge, comes as children and is placed by the card.
import { styled } from '@linaria/react';
import type { ReactNode } from 'react';
import { EmptyCover } from './EmptyCover';

const Box = styled.span`
  position: relative;
  display: block;
  overflow: hidden;
  aspect-ratio: 1;
  background: var(--surface-2);
  &[data-shape='wide'] {
    aspect-ratio: 16 / 10;
  }
  > img,
  > .empty {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export interface CoverImageProps {
  /** The picture's attributes (lib/images' fixedImage or slotImage); without a src, the empty cover. */
  image: { src?: string; srcSet?: string; sizes?: string };
  shape?: 'square' | 'wide';
  className?: string;
  children?: ReactNode;
}

export function CoverImage({ image, shape = 'square', className, children }: CoverImageProps) {
  return (
    <Box className={className} data-shape={shape}>
      {image.src ? <img {...image} alt="" loading="lazy" decoding="async" /> : <EmptyCover className="empty" />}
      {children}
    </Box>
  );
}
