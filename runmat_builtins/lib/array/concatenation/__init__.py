"""Concatenation builtins: horzcat, vertcat, cat."""
