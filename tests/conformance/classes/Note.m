classdef Note
    % A disp overload: auto-display and disp both use it.
    properties
        text = ''
        pitch = 440
    end
    methods
        function n = Note(text, pitch)
            n.text = text;
            if nargin > 1
                n.pitch = pitch;
            end
        end
        function disp(n)
            fprintf('<%s @ %g Hz>\n', n.text, n.pitch);
        end
    end
end
