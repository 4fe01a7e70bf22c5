import { createDiskStorage } from '../server/storage/diskStorage';
import { copyStoredFiles } from '../server/storage/migrateToS3';
import { createS3Storage } from '../server/storage/s3Storage';
import { loadStorageConfig } from '../server/storage/storageConfig';

/*
 * npm run storage:migrate-to-s3 — copies every file of DATA_DIR (documents/ and uploads/) to the
 * bucket the S3_* variables name, verifying each copy; safe to run again. README "File storage"
 * gives the whole move. Reads only the storage variables and DATA_DIR, never a database.
 */

async function main(): Promise<number> {
  const config = loadStorageConfig(process.env);
  if (!config.s3) {
    console.error(
      'Set S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY as needed).',
    );
    return 2;
  }
  // The disk store signs no link here; the secret is never used.
  const source = createDiskStorage(config.diskRoot, 'links are not signed by the migration');
  const target = createS3Storage(config.s3);
  console.log(`Copying the files of ${source.where} to ${target.where}`);
  try {
    const report = await copyStoredFiles(source, target, (line) => console.log(`  ${line}`));
    console.log(
      `${report.copied} copied (${report.bytesCopied} bytes), ${report.alreadyThere} already in the bucket, ${report.failed.length} failed`,
    );
    if (report.failed.length > 0) {
      console.error('Some files were not copied: run the command again; nothing copied is copied twice.');
      return 1;
    }
    console.log('Every file is in the bucket. Set STORAGE=s3 and restart; then run this once more.');
    return 0;
  } finally {
    target.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
