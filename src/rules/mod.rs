//! Rules core.
