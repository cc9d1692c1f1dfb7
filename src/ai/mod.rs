//! The `ai` layer.
