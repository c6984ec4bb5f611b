/**
 * Every kept file's key: a folder per kind, the generated name the row stores last. The local
 * backend keeps a key at UPLOAD_DIR/<key>, the layout the uploads folder always had.
 */
export const storageKeys = {
  thesis: (thesisId: number, storedName: string) => `theses/${thesisId}/${storedName}`,
  receipt: (thesisId: number, storedName: string) => `receipts/${thesisId}/${storedName}`,
  attachment: (storedName: string) => `messages/${storedName}`,
  logo: (fileName: string) => `logos/${fileName}`,
  book: (storedName: string) => `book/${storedName}`,
};
