classdef LabeledArray < matlab.mixin.indexing.RedefinesParen
    properties (Access = private)
        Arr
    end
    properties
        Label
    end
    methods
        function obj = LabeledArray(val, labelVal)
            obj.Arr = val;
            obj.Label = labelVal;
        end
        function out = value(obj)
            out = obj.Arr;
        end
        function out = total(obj)
            out = sum(obj.Arr, 'all');
        end
        function out = cat(dim, varargin)
            parts = cell(1, numel(varargin));
            newLabel = "";
            for k = 1:numel(varargin)
                if isa(varargin{k}, 'LabeledArray')
                    parts{k} = varargin{k}.Arr;
                    newLabel = newLabel + varargin{k}.Label;
                else
                    parts{k} = varargin{k};
                end
            end
            out = LabeledArray(cat(dim, parts{:}), newLabel);
        end
        function varargout = size(obj, varargin)
            [varargout{1:nargout}] = size(obj.Arr, varargin{:});
        end
    end
    methods (Access = protected)
        function varargout = parenReference(obj, indexOp)
            obj.Arr = obj.Arr.(indexOp(1));
            obj.Label = obj.Label + " Subarray";
            if isscalar(indexOp)
                varargout{1} = obj;
                return;
            end
            [varargout{1:nargout}] = obj.(indexOp(2:end));
        end
        function obj = parenAssign(obj, indexOp, varargin)
            rhs = varargin{1};
            if isa(rhs, 'LabeledArray')
                rhs = rhs.Arr;
            end
            obj.Arr.(indexOp) = rhs;
        end
        function n = parenListLength(obj, indexOp, ctx)
            n = 1;
        end
        function obj = parenDelete(obj, indexOp)
            obj.Arr.(indexOp) = [];
        end
    end
    methods (Static)
        function obj = empty()
            obj = LabeledArray([], "");
        end
    end
end
