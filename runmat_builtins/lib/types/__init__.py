"""Classes and types: conversions between classes, class queries and type predicates."""
