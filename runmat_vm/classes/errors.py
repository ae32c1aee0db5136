"""MATLAB's error identifiers and messages for classdef objects, in one place."""

from __future__ import annotations

from runmat_builtins.errors import MException


def no_member(name: str, cls: str) -> MException:
    """``obj.name`` where the class has no such property or method."""
    return MException("MATLAB:noSuchMethodOrField",
                      f"Unrecognized method, property, or field '{name}' for class '{cls}'.")


def no_property_to_set(name: str, cls: str) -> MException:
    """``obj.name = v`` where the class has no such property."""
    return MException("MATLAB:noPublicFieldForClass",
                      f"Unrecognized property '{name}' for class '{cls}'.")


def get_prohibited(name: str, cls: str) -> MException:
    return MException("MATLAB:class:GetProhibited",
                      f"Cannot access property '{name}' of class '{cls}' because it is not public.")


def set_prohibited(name: str, cls: str, read_only: bool = False) -> MException:
    why = "it is read-only" if read_only else "it is not public"
    return MException("MATLAB:class:SetProhibited",
                      f"Unable to set the '{name}' property of class '{cls}' because {why}.")


def method_restricted(name: str, cls: str) -> MException:
    return MException("MATLAB:class:MethodRestricted",
                      f"Cannot access method '{name}' in class '{cls}'.")


def no_set_method(name: str, cls: str) -> MException:
    return MException("MATLAB:class:noSetMethod",
                      f"In class '{cls}', no set method is defined for Dependent property '{name}'.  "
                      "A Dependent property needs a set method to assign its value.")


def no_get_method(name: str, cls: str) -> MException:
    return MException("MATLAB:class:noGetMethod",
                      f"In class '{cls}', no get method is defined for Dependent property '{name}'.  "
                      "A Dependent property needs a get method to access its value.")


def invalid_handle() -> MException:
    return MException("MATLAB:class:InvalidHandle", "Invalid or deleted object.")


def no_static(name: str, cls: str) -> MException:
    return MException("MATLAB:subscripting:classHasNoPropertyOrMethod",
                      f"The class {cls} has no Constant property or Static method named '{name}'.")


def undefined_for(name: str, cls: str) -> MException:
    return MException("MATLAB:UndefinedFunction",
                      f"Undefined function '{name}' for input arguments of type '{cls}'.")


def unsupported(what: str) -> MException:
    return MException("RunMat:class:unsupported", what)

