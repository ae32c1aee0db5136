"""inputParser: declaring and parsing arguments, MATLAB's errors and properties, both call
forms (MATLAB documentation: inputParser, addRequired, addOptional, addParameter, parse)."""

from __future__ import annotations

from runmat_builtins.lib.validation.inputparser import InputParser, display_text
from tests.builtins.support import vm_output

DEMO = """
function r = demo(varargin)
  p = inputParser;
  addRequired(p, 'width', @isnumeric);
  addOptional(p, 'height', 1, @(x) isnumeric(x) && x > 0);
  p.addParameter('units', 'inches', @ischar);
  addParameter(p, 'shape', 'rectangle');
  parse(p, varargin{:});
  r = p.Results;
  r.defaults = strjoin(p.UsingDefaults, ',');
end
"""


def run(body: str) -> str:
    return vm_output(body + "\n" + DEMO)


def test_results_in_alphabetical_order_and_defaults_listed():
    out = run("r = demo(5, 'units', 'cm');\nf = fieldnames(r);\nfprintf('%s|', f{:}); fprintf('\\n');\n"
              "fprintf('%g %g %s %s %s\\n', r.width, r.height, r.units, r.shape, r.defaults)")
    assert out == "height|shape|units|width|defaults|\n5 1 cm rectangle height,shape\n"


def test_optional_positional_and_partial_case_insensitive_names():
    assert run("r = demo(5, 2, 'SHA', 'square');\nfprintf('%g %s\\n', r.height, r.shape)") == "2 square\n"


def test_struct_expands_into_name_value_pairs():
    assert run("s.units = 'mm';\nr = demo(1, s);\ndisp(r.units)") == "mm\n"


def errors_of(call: str) -> str:
    return run(f"try\n  {call};\ncatch e\n  fprintf('%s\\n%s\\n', e.identifier, e.message);\nend")


def test_validation_failure_messages():
    assert errors_of("demo('x')") == ("MATLAB:InputParser:ArgumentFailedValidation\n"
                                      "The value of 'width' is invalid. It must satisfy the function: isnumeric.\n")
    assert errors_of("demo(1, 'units', 5)").startswith(
        "MATLAB:InputParser:ArgumentFailedValidation\nThe value of 'units' is invalid.")


def test_unknown_missing_value_and_too_few():
    assert errors_of("demo(1, 'bogus', 3)").startswith(
        "MATLAB:InputParser:UnmatchedParameter\n'bogus' is not a recognized parameter.")
    assert errors_of("demo(1, 'units')") == (
        "MATLAB:InputParser:ParamMissingValue\nNo value was given for 'units'. Name-value pair "
        "arguments require a name followed by a value.\n")
    assert errors_of("demo()") == "MATLAB:minrhs\nNot enough input arguments.\n"


def test_error_throwing_validator_and_function_name():
    out = vm_output("p = inputParser;\np.FunctionName = 'myfn';\n"
                    "p.addRequired('x', @(v) validateattributes(v, {'numeric'}, {'positive'}));\n"
                    "try\n  p.parse(-1);\ncatch e\n  disp(getReport(e, 'basic'));\nend\n"
                    "p.parse(2);\ndisp(p.Results.x)")
    assert out == "Error using myfn\nThe value of 'x' is invalid. Expected input to be positive.\n2\n"


def test_keep_unmatched_case_sensitive_and_partial_matching_off():
    out = vm_output("p = inputParser;\np.KeepUnmatched = true;\naddParameter(p, 'Alpha', 1);\n"
                    "parse(p, 'zeta', 9, 'alpha', 2);\nfprintf('%g %g\\n', p.Results.Alpha, p.Unmatched.zeta)")
    assert out == "2 9\n"
    out = vm_output("p = inputParser;\np.CaseSensitive = true;\np.PartialMatching = false;\n"
                    "addParameter(p, 'Alpha', 1);\ntry\n  parse(p, 'Alp', 2);\ncatch e\n  disp(e.identifier)\nend")
    assert out == "MATLAB:InputParser:UnmatchedParameter\n"


def test_ambiguous_prefix_and_duplicate_declaration():
    out = vm_output("p = inputParser;\naddParameter(p, 'abc', 1);\naddParameter(p, 'abd', 2);\n"
                    "try\n  parse(p, 'ab', 3);\ncatch e\n  disp(e.identifier)\nend\n"
                    "try\n  addParameter(p, 'abc', 1);\ncatch e\n  disp(e.identifier)\nend")
    assert out == "MATLAB:InputParser:AmbiguousParamName\nMATLAB:InputParser:ArgumentAlreadyExists\n"


def test_parameters_property_and_read_only_results():
    out = vm_output("p = inputParser;\naddRequired(p, 'b');\naddParameter(p, 'a', 0);\n"
                    "fprintf('%s ', p.Parameters{:}); fprintf('\\n');\n"
                    "try\n  p.Results = 1;\ncatch e\n  disp(e.identifier)\nend")
    assert out == "a b \nMATLAB:class:SetProhibited\n"


def test_a_copy_of_the_variable_is_the_same_parser():
    assert vm_output("p = inputParser;\nq = p;\naddParameter(q, 'k', 4);\nparse(p);\ndisp(p.Results.k)") == "4\n"


def test_display_lists_the_properties():
    p = InputParser()
    text = display_text(p, "p")
    assert text.startswith("p = \n\n  inputParser with properties:\n\n       FunctionName: ''\n")
    assert "    PartialMatching: 1\n" in text and text.endswith("UsingDefaults: {1\u00d70 cell}\n\n")


def test_partial_match_priority_resolves_ambiguous_prefixes():
    out = vm_output("p = inputParser;\naddParameter(p, 'Color', 1, 'PartialMatchPriority', 2);\n"
                    "addParameter(p, 'Colormap', 2);\nparse(p, 'col', 9);\n"
                    "fprintf('%g %g\\n', p.Results.Color, p.Results.Colormap)")
    assert out == "1 9\n"
