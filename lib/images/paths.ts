/**
 * Where stored pictures are served: '/api/image/{sha256}.{ext}', content-addressed, so their
 * bytes never change and they are cached for a year.
 */
export const IMAGE_PATH = '/api/image/';
