//! TLS for `https://discord.com` on loopback: a certificate for `discord.com` signed by a test
//! CA (`tls/ca.der`, valid until 2126; its key was thrown away after signing), served with
//! rustls through an `axum::serve::Listener`.

use std::{io, net::SocketAddr, sync::Arc};

use rustls::pki_types::{CertificateDer, PrivateKeyDer, PrivatePkcs8KeyDer};
use tokio::{net::TcpListener, sync::mpsc};
use tokio_rustls::{server::TlsStream, TlsAcceptor};

const LEAF_DER: &[u8] = include_bytes!("tls/discord.com.der");
const LEAF_KEY_DER: &[u8] = include_bytes!("tls/discord.com.key.der");

fn server_config() -> rustls::ServerConfig {
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let chain = vec![
        CertificateDer::from(LEAF_DER.to_vec()),
        CertificateDer::from(super::TEST_CA_DER.to_vec()),
    ];
    let key = PrivateKeyDer::Pkcs8(PrivatePkcs8KeyDer::from(LEAF_KEY_DER.to_vec()));
    let mut config = rustls::ServerConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .expect("TLS versions")
        .with_no_client_auth()
        .with_single_cert(chain, key)
        .expect("test certificate");
    config.alpn_protocols = vec![b"http/1.1".to_vec()];
    config
}

/// Accepts TCP connections and hands out finished TLS streams; handshakes run in their own
/// tasks so a slow or failed one never blocks the others.
pub(super) struct TlsListener {
    addr: SocketAddr,
    ready: mpsc::Receiver<(TlsStream<tokio::net::TcpStream>, SocketAddr)>,
}

impl TlsListener {
    pub(super) fn new(tcp: TcpListener) -> TlsListener {
        let addr = tcp.local_addr().expect("local addr");
        let acceptor = TlsAcceptor::from(Arc::new(server_config()));
        let (tx, ready) = mpsc::channel(64);
        tokio::spawn(async move {
            loop {
                let Ok((stream, peer)) = tcp.accept().await else {
                    continue;
                };
                let acceptor = acceptor.clone();
                let tx = tx.clone();
                tokio::spawn(async move {
                    if let Ok(tls) = acceptor.accept(stream).await {
                        let _ = tx.send((tls, peer)).await;
                    }
                });
            }
        });
        TlsListener { addr, ready }
    }
}

impl axum::serve::Listener for TlsListener {
    type Io = TlsStream<tokio::net::TcpStream>;
    type Addr = SocketAddr;

    async fn accept(&mut self) -> (Self::Io, Self::Addr) {
        match self.ready.recv().await {
            Some(conn) => conn,
            // The accept loop never ends while the runtime runs.
            None => std::future::pending().await,
        }
    }

    fn local_addr(&self) -> io::Result<Self::Addr> {
        Ok(self.addr)
    }
}
