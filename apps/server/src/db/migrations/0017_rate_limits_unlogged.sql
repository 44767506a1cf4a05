-- Rate-limit counters are short-lived and rebuilt by the next hits: an unlogged table writes them
-- without waiting for the write-ahead log to reach the disk. After a database crash (or on a
-- standby) the table starts empty, which only restarts the current windows.
ALTER TABLE "rate_limit_counters" SET UNLOGGED;
