/** A file the importer cannot read; the message names the file's problem and where it is. */
export class CampgroundFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CampgroundFileError';
  }
}
