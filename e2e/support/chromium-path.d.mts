export declare const CHROMIUM_PACKAGE: string;
export declare function chromiumPath(): string;
