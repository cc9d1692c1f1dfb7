//! The `render` layer.
