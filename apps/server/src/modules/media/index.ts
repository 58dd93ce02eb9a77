// The media module's public surface: other modules import these, nothing else of media
// (tests may also import `media.fixtures`).
export { mediaRoutes } from './media.routes';
export { demoPhotoRoutes } from './demo-photos.routes';
export { fileNames, mediaViews, signedDocumentUrl } from './media.service';
// Uploads made on an owner's behalf through a mailed link (a bank officer's VOD letter).
export { confirmUploadAs, signUploadAs } from './upload.service';
export { eraseAccountMedia, MEDIA_ERASE_TOPIC, mediaEraseHandler } from './media-erasure';
export { demoPhotoNumbers, demoPhotoUrl, type DemoPhotoKind } from './demo-photos';
