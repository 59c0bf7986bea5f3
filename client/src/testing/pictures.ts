import type { ResponsivePictureFragment } from '../gql/graphql';

/** A Picture as the server sends one for an image whose variants are not made yet: the <img> shows `url` itself. */
export function testPicture(
  url: string,
  alt = '',
  size = { width: 1200, height: 800 },
): ResponsivePictureFragment & { __typename: 'Picture' } {
  return {
    __typename: 'Picture',
    url,
    src: url,
    width: size.width,
    height: size.height,
    alt,
    altText: null,
    placeholder: null,
    avifSrcset: null,
    webpSrcset: null,
    srcset: null,
    type: null,
  };
}
