//! The `api` layer.
