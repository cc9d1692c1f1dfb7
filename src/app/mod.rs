//! The `app` layer.
