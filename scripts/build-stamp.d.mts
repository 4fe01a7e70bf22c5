export declare const STAMP: string;
export declare const SOURCES: readonly string[];
export declare function buildIsCurrent(root?: string): boolean;
export declare function writeBuildStamp(root?: string): void;
