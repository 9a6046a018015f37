// A self-signed certificate for localhost (and 127.0.0.1), for ssl:// stand-in servers in tests only
// (openssl req -x509, 100 years). Its key is public: never trust it outside a test.
export const STAND_IN_TLS_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg5mid+Wh1oxcffhC4
Zh3WLhhR7rPeQAv/gH6K6kyDktWhRANCAASpmdCHaMTWSvRJlKf9s+921J6QjXu3
Klx8osrq25nKk+AmzLybWLoj2FImxNEFJfbdQ/klUDfdVj4gNQxDxQR4
-----END PRIVATE KEY-----`
export const STAND_IN_TLS_CERT = `-----BEGIN CERTIFICATE-----
MIIBmzCCAUGgAwIBAgIUWW9e/NNYvI1gQTuHYSEseW0+hO8wCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJbG9jYWxob3N0MCAXDTI2MTEyNDE1MjA0OFoYDzIxMjYxMDMx
MTUyMDQ4WjAUMRIwEAYDVQQDDAlsb2NhbGhvc3QwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAASpmdCHaMTWSvRJlKf9s+921J6QjXu3Klx8osrq25nKk+AmzLybWLoj
2FImxNEFJfbdQ/klUDfdVj4gNQxDxQR4o28wbTAdBgNVHQ4EFgQUwg3b5o++GWSf
qmsQ62U13lhisz0wHwYDVR0jBBgwFoAUwg3b5o++GWSfqmsQ62U13lhisz0wDwYD
VR0TAQH/BAUwAwEB/zAaBgNVHREEEzARgglsb2NhbGhvc3SHBH8AAAEwCgYIKoZI
zj0EAwIDSAAwRQIhAJzpSaTtv6yF2yKAn+m1RMR4KWbHSreVCV2gNHMHgcomAiBc
Kf0Gf9hEXroQpAVEDaUffyOQsg9PvvMBejpTXG7dLQ==
-----END CERTIFICATE-----`
