/** A short description of this device for a QA check, e.g. "Chrome on Android, 412×915". */
export function describeThisDevice(userAgent = navigator.userAgent, width = innerWidth, height = innerHeight): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /(Chrome|Chromium|CriOS)\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : null;
  const os = /Android/.test(userAgent)
    ? 'Android'
    : /(iPhone|iPad|iPod)/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  const name = browser && os ? `${browser} on ${os}` : (browser ?? os ?? 'Browser');
  return `${name}, ${width}×${height}`;
}
