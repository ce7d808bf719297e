-- A file's bytes may live outside its row (a folder beside the embedded database).
ALTER TABLE "files" ALTER COLUMN "data" DROP NOT NULL;
