/** Where stored pictures are served (runtime/resized-pictures.mjs, shared with the server). */
export { STORED_PREFIX as IMAGE_PATH } from '@/runtime/resized-pictures.mjs';
