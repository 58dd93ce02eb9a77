// The media module's public surface: other modules import these, nothing else of media
// (tests may also import `media.fixtures`).
export { mediaRoutes } from './media.routes';
export { demoPhotoRoutes } from './demo-photos.routes';
export { fileNames, mediaViews, signedDocumentUrl } from './media.service';
// Virtual staging deliveries (decision 083): marked on delivery, handed to the customer on completion.
export { handOverStagedMedia, stagedPhotosOf } from './staged-media';
export { markStagedMedia } from './staged-media.repo';
// Uploads made on an owner's behalf through a mailed link (a bank officer's VOD letter).
export { confirmUploadAs, signUploadAs } from './upload.service';
export { eraseAccountMedia, MEDIA_ERASE_TOPIC, mediaEraseHandler } from './media-erasure';
export { demoPhotoNumbers, demoPhotoUrl, type DemoPhotoKind } from './demo-photos';
// Photos fetched from a feed (ListHub) are cleaned and resized as uploads are.
export { processImage } from './image-processing';
export { sniffContentType } from './media-types';
