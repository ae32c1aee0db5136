classdef IdxData
    properties
        Data = []
        Description = ''
    end
    methods
        function obj = IdxData(data, desc)
            if nargin > 0
                obj.Data = data;
            end
            if nargin > 1
                obj.Description = desc;
            end
        end
        function varargout = subsref(obj, s)
            switch s(1).type
                case '()'
                    ref = s(1);
                    out = obj.Data(ref.subs{:});
                    if numel(s) > 1
                        out = builtin('subsref', out, s(2:end));
                    end
                    varargout = {out};
                case '.'
                    [varargout{1:nargout}] = builtin('subsref', obj, s);
                otherwise
                    error('IdxData:brace', 'Brace indexing is not supported');
            end
        end
        function obj = subsasgn(obj, s, val)
            switch s(1).type
                case '()'
                    if numel(s) > 1
                        error('IdxData:deep', 'Only one level of () assignment');
                    end
                    obj.Data(s(1).subs{:}) = val;
                otherwise
                    obj = builtin('subsasgn', obj, s, val);
            end
        end
        function ind = end(obj, k, n)
            sz = size(obj.Data);
            if k < n
                ind = sz(k);
            else
                ind = prod(sz(k:end));
            end
        end
        function r = scaled(obj, f)
            r = obj.Data * f;
        end
    end
end
