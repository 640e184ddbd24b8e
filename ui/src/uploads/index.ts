export { AttachmentUploader, type AttachmentUploaderProps } from './AttachmentUploader.tsx';
export { AvatarUploader, type AvatarUploaderProps } from './AvatarUploader.tsx';
export { abandonMessageAttachments } from './message-attachments.ts';
export { noticeForUploadFailure, noticeForUploadProblem } from './upload-failure.ts';
export { cropImageToSquare, centredSquare, type CropImage, type PixelArea } from './crop-image.ts';
