export declare const SNAPSHOT_FILE: string;
export declare const WORKER_FILE: string;
